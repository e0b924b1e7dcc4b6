/** A local captcha image for stories (no network): the letters on a tinted card. */
export function captchaImage(text: string): string {
  const letters = [...text]
    .map((char, i) => `<text x="${16 + i * 22}" y="${i % 2 ? 34 : 28}">${char}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="48" viewBox="0 0 150 48">
<rect width="150" height="48" fill="hsl(210 60% 94%)"/>
<path d="M0 30 C40 10 80 44 150 18" stroke="hsl(210 40% 60%)" stroke-width="2" fill="none"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="24" font-weight="bold" fill="hsl(210 55% 25%)">${letters}</g>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
