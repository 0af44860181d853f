-- Alternates GET /users/42 and POST /users (JSON). After SOAK_REQUESTS answers it prints
-- "soak: limit reached", on which run.ts stops wrk with SIGINT: wrk then reports the time it really ran.
local limit = tonumber(os.getenv("SOAK_REQUESTS"))
local get, post
local sent = 0
local answered = 0

-- In init, not at the top: wrk.format adds the Host header only once wrk knows the host.
init = function(args)
  get = wrk.format("GET", "/users/42")
  post = wrk.format("POST", "/users", { ["Content-Type"] = "application/json" },
    '{"name":"Ada Lovelace","email":"ada@example.com","age":36}')
end

request = function()
  sent = sent + 1
  if sent % 2 == 0 then return post end
  return get
end

response = function(status, headers, body)
  answered = answered + 1
  if answered == limit then
    io.write("soak: limit reached\n")
    io.flush()
    wrk.thread:stop()
  end
end
