import type { OutboxRow } from './outbox.repository';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The dev outbox as a small page: newest message first, each with its masked number and time. */
export function renderOutboxPage(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) => `<li>
  <p class="meta"><span>To ${escapeHtml(row.toMasked)}</span> <time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toISOString())}</time></p>
  <p class="body">${escapeHtml(row.body)}</p>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS outbox (development) – HealthPoint</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #1a1a1a; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #767676; border-radius: 8px; padding: 0.75rem; margin-bottom: 0.75rem; }
  .meta { display: flex; justify-content: space-between; gap: 1rem; margin: 0; color: #4a4a4a; }
  .body { font-size: 1.25rem; margin: 0.5rem 0 0; }
</style>
</head>
<body>
<main>
<h1>SMS outbox</h1>
<p>Development only: the text messages this server would have sent, newest first. Numbers are masked.</p>
${rows.length ? `<ul>\n${items}\n</ul>` : '<p>No messages yet.</p>'}
</main>
</body>
</html>`;
}
