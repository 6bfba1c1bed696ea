type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const METHODS = ['get', 'post'] as const;

/** A readable page of the OpenAPI document: no scripts, so it needs nothing beyond the strict CSP. */
export const renderDocsPage = (document: Json, links: { readonly openApi: string; readonly stylesheet: string }) => {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Json>>;
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Json })),
  );
  const byTag = new Map<string, typeof operations>();
  for (const entry of operations) {
    const tag = (entry.op.tags as string[])[0] ?? 'API';
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
  }
  const section = ([tag, entries]: [string, typeof operations]) => `
    <section><h2>${escapeHtml(tag)}</h2>${entries
      .map(({ path, method, op }) => {
        const params = (op.parameters as Json[])
          .map(
            (p) =>
              `<li><code>${escapeHtml(String(p.name))}</code> <span class="in">${escapeHtml(String(p.in))}${p.required ? ', required' : ''}</span></li>`,
          )
          .join('');
        const responses = Object.entries(op.responses as Record<string, Json>)
          .map(([status, r]) => {
            const schema = (r.content as Json | undefined)?.['application/json'] as Json | undefined;
            const body = schema ? `<pre>${escapeHtml(JSON.stringify(schema.schema, null, 2))}</pre>` : '';
            return `<details><summary><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(r.description))}</summary>${body}</details>`;
          })
          .join('');
        return `<article id="${escapeHtml(String(op.operationId))}">
          <h3><span class="method method--${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
          <p>${escapeHtml(String(op.summary))}</p>
          <h4>Parameters</h4><ul>${params}</ul>
          <h4>Responses</h4>${responses}
        </article>`;
      })
      .join('')}</section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}</title>
<link rel="stylesheet" href="${escapeHtml(links.stylesheet)}">
</head>
<body>
<main>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)} Machine-readable: <a href="${escapeHtml(links.openApi)}">openapi.json</a> (OpenAPI 3.1).</p>
${[...byTag].map(section).join('')}
</main>
</body>
</html>`;
};

export const DOCS_STYLESHEET = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1830;background:#fbfaff}
main{max-width:960px;margin:0 auto;padding:1rem}
article{border:1px solid #e3e0f0;border-radius:.75rem;padding:0 1rem 1rem;margin:1rem 0;background:#fff}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:.4rem;padding:0 .4rem;color:#fff;font-size:.85rem}
.method--get{background:#2563a8}.method--post{background:#1d7a45}
.in{color:#5c5875}pre{overflow:auto;background:#f4f2fb;padding:.75rem;border-radius:.5rem;font-size:.85rem}
@media (prefers-color-scheme:dark){body{background:#121020;color:#f1effa}article{background:#1c1930;border-color:#2e2a47}pre{background:#26223d}.in{color:#b3aecb}}`;
