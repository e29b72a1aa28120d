import { createRequire } from 'node:module'
import { dirname } from 'node:path'

/** swagger-ui is served from node_modules so the API reference works offline. */
export function swaggerAssetsRoot(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
}

export function docsPage(specUrl: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Roam API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script nonce="${nonce}">window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#swagger-ui' })</script>
</body>
</html>`
}
