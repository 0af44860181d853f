// The docs page: one HTML file and one script, both local, so a `script-src 'self'` policy allows them.

/**
 * The page at `docs`, loading the renderer's files under it and the document from `documentPath`.
 * @example
 * writeDocsPage('/docs', 'Users API'); // '<!doctype html>...<script src="/docs/swagger-ui-bundle.js">...'
 */
export function writeDocsPage(docs: string, title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${docs}/swagger-ui.css">`,
    '</head>',
    '<body>',
    '<div id="swagger-ui"></div>',
    `<script src="${docs}/swagger-ui-bundle.js"></script>`,
    `<script src="${docs}/init.js"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The script that starts the renderer on the served document. */
export function writeDocsScript(documentPath: string): string {
  const url = JSON.stringify(documentPath);
  // validatorUrl: null, else a page on a public host sends the document's URL to validator.swagger.io.
  const options = `url: ${url}, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null`;
  return `window.ui = SwaggerUIBundle({ ${options} });\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
