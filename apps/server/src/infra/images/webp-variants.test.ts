import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectImageFormat } from './webp-variants.ts';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#aa8844' } });

describe('detectImageFormat', () => {
  it('recognises JPEG, PNG, WebP and AVIF by their bytes', async () => {
    expect(detectImageFormat(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageFormat(await pixel().png().toBuffer())).toBe('png');
    expect(detectImageFormat(await pixel().webp().toBuffer())).toBe('webp');
    expect(detectImageFormat(await pixel().avif().toBuffer())).toBe('avif');
  });

  it('refuses everything else, whatever it pretends to be', async () => {
    expect(detectImageFormat(Buffer.alloc(0))).toBeUndefined();
    expect(detectImageFormat(Buffer.from('\x89PNG'))).toBeUndefined();
    expect(detectImageFormat(await pixel().gif().toBuffer())).toBeUndefined();
    expect(detectImageFormat(await pixel().tiff().toBuffer())).toBeUndefined();
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    // An ISO-BMFF file that is not AVIF (an MP4 video).
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\0\0isommp41')]);
    expect(detectImageFormat(mp4)).toBeUndefined();
  });
});
