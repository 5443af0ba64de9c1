/** The zone a settings change leaves, and whether it still follows the user's devices (docs/product.md#your-day). */
export interface ZoneChoice {
  time_zone: string;
  time_zone_auto: boolean;
}

/**
 * A zone the user picks is theirs until they pick another or turn "Set automatically" back on; a device's zone
 * is taken only while the zone follows the devices, after this change's own switch.
 */
export function zoneAfter(
  stored: ZoneChoice,
  change: { time_zone?: string | undefined; time_zone_auto?: boolean | undefined; device_time_zone?: string | undefined },
): ZoneChoice {
  if (change.time_zone !== undefined) return { time_zone: change.time_zone, time_zone_auto: false };
  const auto = change.time_zone_auto ?? stored.time_zone_auto;
  return { time_zone: auto && change.device_time_zone !== undefined ? change.device_time_zone : stored.time_zone, time_zone_auto: auto };
}
