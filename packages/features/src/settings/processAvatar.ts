import { avatarEncoding, avatarTargetSize } from './avatarRules';

/** SPEC §8 internal image errors; the screen turns any of them into 'Image Processing Error'. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Failed to read image file'));
    reader.onerror = () => reject(new Error('Failed to read image file'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Failed to load image'));
    image.src = src;
  });
}

/**
 * Turns an accepted file into the data URL that is stored: GIF and SVG as they are, every other image
 * drawn onto a canvas at most 400 px on its longer side and re-encoded by the rules of avatarEncoding.
 */
export async function processAvatarFile(file: File): Promise<string> {
  const original = await readFileAsDataUrl(file);
  const encoding = avatarEncoding(file.type);
  if (encoding.kind === 'unchanged') return original;
  const image = await loadImage(original);
  const { width, height } = avatarTargetSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Failed to load image');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL(encoding.type, encoding.quality);
}
