/**
 * A page as its content, without the order React streamed it in. Two renders of one page are the same HTML, but its
 * RSC payload numbers and orders its rows as the render's async parts resolve, so two instances that each render a
 * page (a 404, which is never shared) send different bytes for the same content. This keeps the HTML and every row,
 * with row ids and references to them renamed and the rows sorted: a changed word, attribute or row still differs.
 */
export function renderedContent(html: string): string {
  let payload = '';
  const page = html.replace(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs, (_, chunk: string) => {
    const [, text] = JSON.parse(chunk) as [number, string?];
    if (typeof text === 'string') payload += text;
    return '';
  });
  const renamed = payload
    .split('\n')
    .filter((row) => row !== '')
    .map((row) => row.replace(/^[0-9a-f]+:/, 'row:').replace(/"\$([A-Z@]?)[0-9a-f]+(?=[":])/g, '"$$$1ref'));
  return `${page}\n${renamed.sort().join('\n')}`;
}
