import { routes, type RouteDef } from '@dayleaf/contracts';
import type { z } from 'zod';

type CheckDef = Record<string, unknown> & { type?: string; check?: string; abort?: boolean; maximum?: number; format?: string; params?: { maxUnits?: number } };

/** One check or transform of a field, as zod runs it: `owner[key]` is the function zod calls. */
interface Step {
  owner: object;
  key: 'check' | 'transform';
  def: CheckDef;
}

/**
 * A string a client sends: a path or query parameter, or a field of a body (`card.number` inside an object), with
 * the steps zod takes on it in order. `guard` is the first: BoundedText's length check (`length`), a zod format such as
 * `z.uuid()` whose anchored pattern stops at its length (`format`), or anything else. `limit` is the field's smallest
 * length limit, null for a format.
 */
export interface TextField {
  name: string;
  route: RouteDef;
  in: 'params' | 'query' | 'body';
  path: string[];
  steps: Step[];
  guard: { kind: 'length'; max: number } | { kind: 'format'; format: string } | { kind: 'other'; what: string };
  limit: number | null;
}

type Def = CheckDef & { type: string };
const zodOf = (schemaOrCheck: unknown) => (schemaOrCheck as { _zod: { def: Def; traits: Set<string> } })._zod;
const defOf = (schema: unknown) => zodOf(schema).def;

/** The checks of a string schema in run order: a zod format is itself its first check. */
function checksOf(schema: z.ZodType): object[] {
  const inner = zodOf(schema);
  const checks = (inner.def.checks as object[] | undefined) ?? [];
  return inner.traits.has('$ZodCheck') ? [schema, ...checks] : checks;
}

/** The steps of a text schema (a string, or a string piped through a transform), or null when it is not text. */
function stepsOf(schema: z.ZodType): Step[] | null {
  const def = defOf(schema);
  if (def.type === 'string') return checksOf(schema).map((c) => ({ owner: zodOf(c), key: 'check', def: zodOf(c).def }));
  if (def.type === 'enum' || (def.type === 'literal' && (def.values as unknown[]).some((v) => typeof v === 'string'))) return [];
  if (def.type === 'transform') return [{ owner: def, key: 'transform', def }];
  if (def.type === 'pipe') {
    const first = stepsOf(def.in as z.ZodType);
    return first && [...first, ...(stepsOf(def.out as z.ZodType) ?? [])];
  }
  return null;
}

function fieldsOf(schema: z.ZodType, path: string[]): { path: string[]; schema: z.ZodType }[] {
  const def = defOf(schema);
  if (['optional', 'default', 'prefault', 'nullable'].includes(def.type)) return fieldsOf(def.innerType as z.ZodType, path);
  if (def.type === 'object') {
    return Object.entries((schema as unknown as z.ZodObject).shape).flatMap(([key, child]) => fieldsOf(child as z.ZodType, [...path, key]));
  }
  return stepsOf(schema) ? [{ path, schema }] : [];
}

function guardOf(steps: Step[], schema: z.ZodType): TextField['guard'] {
  const first = steps[0];
  if (!first || first.key !== 'check') return { kind: 'other', what: defOf(schema).type };
  const maxUnits = first.def.params?.maxUnits;
  if (first.def.check === 'custom' && first.def.abort === true && maxUnits !== undefined) return { kind: 'length', max: maxUnits };
  // A format's failure lets later checks run unless it aborts; with none after it, there is nothing to stop.
  const stops = first.def.abort === true || steps.length === 1;
  if (first.def.check === 'string_format' && first.def.format !== 'regex' && stops) return { kind: 'format', format: first.def.format! };
  return { kind: 'other', what: String(first.def.check) };
}

/** Every text field of every route in the contract table. */
export function textFields(): TextField[] {
  return Object.entries(routes as Record<string, RouteDef>).flatMap(([name, route]) =>
    (['params', 'query', 'body'] as const).flatMap((part) =>
      route[part]
        ? fieldsOf(route[part], []).map(({ path, schema }) => {
            const steps = stepsOf(schema)!;
            const maxes = steps.flatMap((s) => (s.def.check === 'max_length' ? [s.def.maximum!] : s.def.params?.maxUnits !== undefined ? [s.def.params.maxUnits] : []));
            return { name, route, in: part, path, steps, guard: guardOf(steps, schema), limit: maxes.length ? Math.min(...maxes) : null };
          })
        : [],
    ),
  );
}

const counts = new Map<object, number>();

/** Counts every call of a step from now on (each step is wrapped once, even when schemas share it). */
function counted(step: Step): void {
  if (counts.has(step.owner)) return;
  counts.set(step.owner, 0);
  const owner = step.owner as Record<string, (...args: unknown[]) => unknown>;
  const original = owner[step.key]!;
  owner[step.key] = function (this: unknown, ...args: unknown[]) {
    counts.set(step.owner, counts.get(step.owner)! + 1);
    return original.apply(this, args);
  };
}

/**
 * Watches the steps of a field after the first `from` of them; `ran()` names those that have run since. The app
 * validates with these same schema objects, so a request shows what its validation read.
 */
export function watchSteps(field: TextField, from: number) {
  const watched = field.steps.slice(from);
  watched.forEach(counted);
  const before = watched.map((s) => counts.get(s.owner)!);
  return { ran: () => watched.filter((s, i) => counts.get(s.owner)! > before[i]!).map((s) => s.def.check ?? s.def.type) };
}
