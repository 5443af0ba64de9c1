import type { Scene } from './draw-photo';

/** The pictures of the demo story: the users' profile photos and their posts' photos. */
export const SCENES = {
  sunrise: {
    sky: [
      [255, 170, 120],
      [255, 226, 170],
    ],
    sun: { x: 0.7, y: 0.55, r: 0.07, color: [255, 246, 214] },
    hills: [
      { color: [132, 96, 120], level: 0.42, wave: 0.05, waves: 3 },
      { color: [70, 62, 92], level: 0.28, wave: 0.04, waves: 5 },
    ],
  },
  lake: {
    sky: [
      [120, 180, 235],
      [214, 236, 250],
    ],
    sun: { x: 0.25, y: 0.22, r: 0.05, color: [255, 252, 230] },
    hills: [
      { color: [88, 140, 110], level: 0.45, wave: 0.08, waves: 2 },
      { color: [70, 130, 190], level: 0.22, wave: 0.005, waves: 8 },
    ],
  },
  meadow: {
    sky: [
      [150, 205, 245],
      [235, 245, 225],
    ],
    sun: { x: 0.82, y: 0.2, r: 0.06, color: [255, 240, 170] },
    hills: [
      { color: [140, 190, 100], level: 0.38, wave: 0.06, waves: 3 },
      { color: [96, 160, 72], level: 0.22, wave: 0.05, waves: 4 },
    ],
  },
  night: {
    sky: [
      [20, 24, 64],
      [72, 70, 140],
    ],
    sun: { x: 0.3, y: 0.28, r: 0.05, color: [240, 240, 220] },
    hills: [
      { color: [44, 46, 96], level: 0.4, wave: 0.05, waves: 2 },
      { color: [26, 28, 60], level: 0.26, wave: 0.06, waves: 3 },
    ],
  },
  anaAvatar: {
    sky: [
      [120, 200, 150],
      [220, 245, 210],
    ],
    sun: { x: 0.5, y: 0.45, r: 0.22, color: [255, 214, 120] },
    hills: [{ color: [60, 140, 90], level: 0.3, wave: 0.08, waves: 2 }],
  },
  benAvatar: {
    sky: [
      [90, 150, 230],
      [200, 225, 250],
    ],
    sun: { x: 0.5, y: 0.45, r: 0.22, color: [250, 250, 255] },
    hills: [{ color: [60, 90, 160], level: 0.3, wave: 0.08, waves: 2 }],
  },
  cleoAvatar: {
    sky: [
      [200, 140, 220],
      [250, 220, 240],
    ],
    sun: { x: 0.5, y: 0.45, r: 0.22, color: [255, 236, 200] },
    hills: [{ color: [130, 80, 160], level: 0.3, wave: 0.08, waves: 2 }],
  },
} satisfies Record<string, Scene>;
