import sharp from 'sharp';

/**
 * A plain JPEG of one colour, for tests that upload a photo (a post's or a profile's). The size is the file's to
 * choose where an answer shows it (the post's photo_width and photo_height) or the display sizes depend on it.
 */
export function jpegPhoto(width = 32, height = 32, background = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}
