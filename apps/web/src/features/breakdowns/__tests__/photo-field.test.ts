import { ASSET_IMAGE_MAX_BYTES } from '@plantwise/domain';
import { describe, expect, it } from 'vitest';
import { photoProblem } from '../components/photo-field';

const file = (size: number, type: string) => new File([new Uint8Array(size)], 'photo', { type });

describe('a photo chosen for a breakdown report', () => {
  it('is taken when it is a JPEG, PNG or WebP of at most 10 MB (or the phone gives no type)', () => {
    expect(photoProblem(file(100, 'image/jpeg'))).toBeNull();
    expect(photoProblem(file(ASSET_IMAGE_MAX_BYTES, 'image/png'))).toBeNull();
    expect(photoProblem(file(100, ''))).toBeNull();
  });

  it('is refused before sending when empty, too large or another kind of file', () => {
    expect(photoProblem(file(0, 'image/png'))).toBe('The image file is empty');
    expect(photoProblem(file(ASSET_IMAGE_MAX_BYTES + 1, 'image/png'))).toBe(
      'Images must be 10 MB or smaller',
    );
    expect(photoProblem(file(100, 'image/heic'))).toBe('Only JPEG, PNG or WebP images can be uploaded');
  });
});
