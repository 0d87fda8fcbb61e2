/** A bare prerendered page whose HTML is as large as the page it is compared with (BARE_PAGE_BYTES at build). */
const size = Number(process.env.BARE_PAGE_BYTES ?? 90_000);

// Compressible like the article, not like one sentence repeated: gzip compressed a repeated sentence almost for free
// (the bare page's gzip answers were faster than its plain ones, and its HTML reached Lighthouse's throttled phone
// in one packet), while all-random words compress worse than a page of markup. Each paragraph is RANDOM_SHARE words
// drawn from a fixed list by a seeded generator (the same page on every build), the rest the repeated sentence; the
// share puts the page near the article's ~20 % gzip ratio (site.bench.ts prints both sizes).
const RANDOM_SHARE = 0.68;
const sentence = 'A bare Next.js page of the same size, to compare serving costs in the same run. ';
const WORDS = (
  'profile browser account proxy team fingerprint session cookie workspace automation extension marketplace ' +
  'agency campaign traffic affiliate storage device region timezone language canvas audio webgl font screen ' +
  'sync window tab history bookmark password member role permission billing plan trial update release note ' +
  'guide help article blog news partner download install launch create import export share transfer archive ' +
  'the a of to and in for with on at by from as is are was be can will each every new more most other some'
).split(' ');

function* words(seed: number): Generator<string> {
  let state = seed;
  for (;;) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    yield WORDS[(state >>> 8) % WORDS.length]!;
  }
}

function paragraph(source: Generator<string>, length: number): string {
  const random = Math.round(length * RANDOM_SHARE);
  let text = '';
  while (text.length < random) text += `${source.next().value as string} `;
  text = text.slice(0, random);
  return text + sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length - text.length);
}

export default function BarePage() {
  const source = words(12_345);
  const paragraphs = Array.from({ length: Math.max(1, Math.round(size / 1000)) }, () => paragraph(source, 960));
  return (
    <main>
      <h1>Bare page</h1>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  );
}
