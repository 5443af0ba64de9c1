/**
 * How column values come back, the same on both engines (PGlite and node-postgres each take a map by type
 * oid): a date stays the product's 'YYYY-MM-DD' day, counts and sums are numbers.
 */
export const TYPE_OIDS = { DATE: 1082, INT8: 20, NUMERIC: 1700 } as const;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [TYPE_OIDS.DATE]: (v) => v,
  [TYPE_OIDS.INT8]: (v) => Number(v),
  [TYPE_OIDS.NUMERIC]: (v) => Number(v),
};
