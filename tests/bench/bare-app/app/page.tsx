/** A bare prerendered page whose HTML is as large as the page it is compared with (BARE_PAGE_BYTES at build). */
const size = Number(process.env.BARE_PAGE_BYTES ?? 90_000);
const sentence = 'A bare Next.js page of the same size, to compare serving costs in the same run. ';

export default function BarePage() {
  const paragraphs = Array.from({ length: Math.max(1, Math.round(size / 1000)) }, (_, i) => sentence.repeat(12).slice(0, 960) + i);
  return (
    <main>
      <h1>Bare page</h1>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  );
}
