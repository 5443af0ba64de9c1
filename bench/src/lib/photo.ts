import sharp from 'sharp';

/**
 * A 12 MP camera-like JPEG (4000x3000). Noise over a gradient keeps it from compressing like a flat
 * colour would, so decoding costs what a real photo costs.
 */
export async function makePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 140, b: 110 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).blur(1.2).jpeg({ quality: 88, mozjpeg: false }).toBuffer();
}
