import { Leaf } from 'lucide-react';
import { memo } from 'react';

const LEAF_COUNT = 20;
// Drawn leaves rather than emoji, so they look the same on every device whatever its emoji font.
const LEAF_COLOURS = ['text-primary/40', 'text-accent/40', 'text-emerald-500/30', 'text-orange-400/35'];

// A fixed pseudo-random sequence: the same leaves on every render and in every test.
function seeded(i: number, salt: number): number {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const leaves = Array.from({ length: LEAF_COUNT }, (_, i) => ({
  left: `${Math.round(seeded(i, 1) * 100)}%`,
  duration: `${(8 + seeded(i, 2) * 5).toFixed(2)}s`, // 8 to 13 s
  delay: `${(seeded(i, 3) * 10).toFixed(2)}s`, // up to 10 s
  size: 14 + Math.round(seeded(i, 4) * 10),
  colour: LEAF_COLOURS[i % LEAF_COLOURS.length],
}));

/** The decorative background of 20 falling leaves (still under prefers-reduced-motion). */
export const FallingLeaves = memo(function FallingLeaves() {
  return (
    <div aria-hidden data-testid="falling-leaves" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      {leaves.map((leaf, i) => (
        <span
          key={i}
          className={`leaf ${leaf.colour}`}
          style={{ left: leaf.left, animationDuration: leaf.duration, animationDelay: leaf.delay, top: `${(i * 37) % 90}%` }}
        >
          <Leaf width={leaf.size} height={leaf.size} fill="currentColor" strokeWidth={1.5} />
        </span>
      ))}
    </div>
  );
});
