import { describe, expect, it } from 'vitest';
import { zoneAfter } from './zone-choice';

const auto = { time_zone: 'UTC', time_zone_auto: true };
const chosen = { time_zone: 'Asia/Tokyo', time_zone_auto: false };

describe('zoneAfter', () => {
  it('when the zone follows the devices, then a device in another zone moves it', () => {
    expect(zoneAfter(auto, { device_time_zone: 'Europe/Berlin' })).toEqual({ time_zone: 'Europe/Berlin', time_zone_auto: true });
  });

  it('when the user chose a zone, then a device in another zone leaves it', () => {
    expect(zoneAfter(chosen, { device_time_zone: 'UTC' })).toEqual(chosen);
  });

  it('when the user picks a zone, then it stops following the devices', () => {
    expect(zoneAfter(auto, { time_zone: 'Asia/Tokyo' })).toEqual(chosen);
  });

  it('when "Set automatically" is turned on with the device zone, then the zone follows that device at once', () => {
    expect(zoneAfter(chosen, { time_zone_auto: true, device_time_zone: 'Europe/Berlin' })).toEqual({ time_zone: 'Europe/Berlin', time_zone_auto: true });
  });

  it('when "Set automatically" is turned off, then the zone stays as it is, now chosen', () => {
    expect(zoneAfter({ time_zone: 'Europe/Berlin', time_zone_auto: true }, { time_zone_auto: false, device_time_zone: 'UTC' })).toEqual({
      time_zone: 'Europe/Berlin',
      time_zone_auto: false,
    });
  });

  it('when nothing about the zone changes, then it stays', () => {
    expect(zoneAfter(chosen, {})).toEqual(chosen);
  });
});
