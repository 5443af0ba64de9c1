import { describe, expect, it } from 'vitest';
import { deltaE2000, labOfToken, rgbOfToken, tokenDistance, type Lab } from './colour-distance';

describe('labOfToken', () => {
  it.each([
    ['0 0% 100%', [100, 0, 0]],
    ['0 0% 0%', [0, 0, 0]],
    ['0 100% 50%', [53.24, 80.09, 67.2]],
    ['120 100% 50%', [87.73, -86.18, 83.18]],
    ['240 100% 50%', [32.3, 79.19, -107.86]],
  ])('%s is the sRGB colour with L*a*b* %j', (token, lab) => {
    const [l, a, b] = labOfToken(token);
    expect(l).toBeCloseTo(lab[0]!, 1);
    expect(a).toBeCloseTo(lab[1]!, 1);
    expect(b).toBeCloseTo(lab[2]!, 1);
  });

  it('rounds each channel to the 256 levels a browser paints', () => {
    expect(rgbOfToken('0 0% 50%')).toEqual([128 / 255, 128 / 255, 128 / 255]);
  });

  it('when a token is not H S% L%, then it throws', () => {
    expect(() => labOfToken('#fff')).toThrow(/not an 'H S% L%' colour/);
  });
});

describe('deltaE2000', () => {
  // Pairs from the CIEDE2000 paper's test data (Sharma, Wu and Dalal 2005, table 1), chosen for the hue turn at 0/360
  // degrees, near-grey colours and the blue region's rotation term, where a slip in the formula shows.
  it.each<[Lab, Lab, number]>([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
    [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [50, 3.1736, 0.5854], 1],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ])('%j and %j are %f apart', (a, b, expected) => {
    expect(deltaE2000(a, b)).toBeCloseTo(expected, 4);
    expect(deltaE2000(b, a)).toBeCloseTo(expected, 4);
  });

  it('a colour is 0 from itself', () => {
    expect(tokenDistance('146 50% 32%', '146 50% 32%')).toBe(0);
  });
});
