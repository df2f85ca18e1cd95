import type { UploadKind, UploadResponse } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type SeedImageOptions = {
  /** Base hue of the sea and sky, 0–360. */
  hue: number;
  pattern?: 'waves' | 'sun' | 'boat' | 'plain';
  width?: number;
  height?: number;
};

/** Sea and sky drawn with shapes only: no text, so no font is needed. */
function seaSvg({ hue, pattern = 'waves', width = 1200, height = 800 }: SeedImageOptions): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const horizon = Math.round(height * 0.55);
  const wave = (y: number, amp: number, opacity: number) => {
    const step = width / 6;
    let d = `M0 ${y}`;
    for (let i = 0; i < 6; i += 1) {
      d += ` q ${step / 2} ${i % 2 === 0 ? -amp : amp} ${step} 0`;
    }
    return `<path d="${d} V ${height} H 0 Z" fill="hsl(${h}, 55%, ${30 + opacity * 20}%)" fill-opacity="${opacity}"/>`;
  };
  const sun =
    pattern === 'sun' || pattern === 'boat'
      ? `<circle cx="${width * 0.72}" cy="${horizon * 0.45}" r="${height * 0.1}" fill="hsl(${(h + 180) % 360}, 90%, 70%)"/>`
      : '';
  const boat =
    pattern === 'boat'
      ? `<g transform="translate(${width * 0.3} ${horizon - height * 0.02})">
           <path d="M0 0 h ${width * 0.16} l -${width * 0.03} ${height * 0.05} h -${width * 0.1} Z" fill="hsl(${(h + 20) % 360}, 40%, 20%)"/>
           <path d="M${width * 0.07} -${height * 0.22} v ${height * 0.21} h ${width * 0.07} Z" fill="hsl(0, 0%, 96%)"/>
         </g>`
      : '';
  const waves =
    pattern === 'plain'
      ? ''
      : [wave(horizon + height * 0.08, height * 0.03, 0.5), wave(horizon + height * 0.2, height * 0.04, 0.8)].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${(h + 20) % 360}, 70%, 80%)"/>
      <stop offset="1" stop-color="hsl(${(h + 40) % 360}, 60%, 92%)"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${h}, 60%, 45%)"/>
      <stop offset="1" stop-color="hsl(${h}, 65%, 25%)"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
  ${sun}
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea)"/>
  ${waves}
  ${boat}
</svg>`;
}

/** A generated sea picture stored through the real upload path, so seeded images are real uploads. */
export async function seedImage(
  app: FastifyInstance,
  userId: string,
  kind: UploadKind,
  options: SeedImageOptions,
): Promise<UploadResponse> {
  const png = await sharp(Buffer.from(seaSvg(options)))
    .png()
    .toBuffer();
  return app.uploads.save(userId, kind, png);
}
