import { describe, expect, it } from 'vitest';
import { isAppNavigation, isPhotoRequest } from './routes';

describe('isAppNavigation', () => {
  it('when the path is an app route (with a query, or a username with a dot), then the precached page serves it', () => {
    for (const path of ['/', '/feed', '/challenges', '/quote-widget', '/profile', '/profile/ana.b', '/settings?tab=1', '/unknown-route']) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('when the path is one the server answers (API, its reference, photos, built files, top-level files), then never', () => {
    for (const path of ['/api', '/api/', '/api?x=1', '/api/docs', '/api/openapi.json', '/uploads/abc.jpg', '/uploads/abc.jpg?w=640', '/assets/index-x.js', '/assets', '/sw.js', '/manifest.webmanifest', '/robots.txt?x']) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });
});

describe('isPhotoRequest', () => {
  const origin = 'https://dayleaf.example';
  it('when a GET asks for a photo of this origin, any size, then it is one', () => {
    expect(isPhotoRequest(new URL('/uploads/k.webp', origin), origin, 'GET')).toBe(true);
    expect(isPhotoRequest(new URL('/uploads/k.webp?w=320', origin), origin, 'GET')).toBe(true);
  });

  it('when the request is another method, origin or path, then it is not', () => {
    expect(isPhotoRequest(new URL('/uploads/k.webp', origin), origin, 'POST')).toBe(false);
    expect(isPhotoRequest(new URL('/uploads/k.webp', 'https://elsewhere.example'), origin, 'GET')).toBe(false);
    expect(isPhotoRequest(new URL('/api/uploads', origin), origin, 'GET')).toBe(false);
  });
});
