wrk.method = "POST"
wrk.body = '{"name":"Ada Lovelace","email":"ada@example.com","age":36}'
wrk.headers["Content-Type"] = "application/json"
