// Emu's signature art, drawn in the repo: Victoria Harbour's skyline at dusk with the blossom of
// the logo drifting over it. Decorative (aria-hidden), a few hundred bytes of SVG, no request.
import { cn } from '@/lib/cn'

// [x, width, height] of each tower, left to right (Kowloon and Central seen from the harbour).
const TOWERS: ReadonlyArray<readonly [number, number, number]> = [
  [20, 46, 40], [70, 30, 58], [104, 52, 46], [160, 26, 72], [190, 44, 52], [238, 34, 84],
  [276, 58, 60], [338, 28, 48], [370, 40, 98], [414, 56, 66], [474, 30, 54], [508, 44, 78],
  [556, 36, 44], [596, 50, 64], [650, 28, 92], [682, 46, 56], [732, 38, 70], [774, 60, 50],
  [838, 30, 82], [872, 48, 60], [924, 34, 46], [962, 52, 72], [1018, 30, 56], [1052, 46, 66],
  [1102, 40, 42], [1146, 44, 54],
]

const PETAL = 'M0 -1.5 C 4.6 -5.5 5.4 -11.5 0 -14.5 C -5.4 -11.5 -4.6 -5.5 0 -1.5 Z'
// [x, y, scale, rotation] of the drifting blossoms.
const BLOSSOMS: ReadonlyArray<readonly [number, number, number, number]> = [
  [130, 34, 1.1, 10], [318, 20, 0.7, 40], [560, 26, 1.3, 0], [790, 16, 0.8, 25], [1010, 30, 1, 55],
  [1160, 18, 0.6, 15],
]

export function HarbourArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1200 160"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      className={cn('block w-full', className)}
    >
      {/* The hills behind the city: Lion Rock's ridge and the Peak. */}
      <path d="M0 92 C 90 70 150 56 230 74 S 380 40 470 62 S 640 84 760 58 S 930 30 1030 60 S 1150 76 1200 66 V130 H0 Z" fill="#ffe4e6" />
      <g fill="#fecdd3">
        {TOWERS.map(([x, w, h]) => (
          <rect key={x} x={x} y={130 - h} width={w} height={h} rx="2" />
        ))}
        {/* The tallest towers: a stepped spire and a prism, the skyline's landmarks. */}
        <path d="M372 32 L390 14 L408 32 Z" />
        <path d="M650 38 L664 14 L678 38 Z" />
      </g>
      <g fill="#fda4af" opacity="0.55">
        {TOWERS.filter((_, i) => i % 3 === 1).map(([x, w, h]) => (
          <rect key={x} x={x + w * 0.25} y={130 - h * 0.6} width={w * 0.5} height={h * 0.6} rx="2" />
        ))}
      </g>
      <rect y="130" width="1200" height="30" fill="#fff1f2" />
      <g fill="none" stroke="#fda4af" strokeWidth="2" strokeLinecap="round" opacity="0.8">
        <path d="M40 140 h90 M220 148 h140 M470 138 h80 M640 150 h150 M880 142 h110 M1060 148 h90" />
      </g>
      {BLOSSOMS.map(([x, y, s, r]) => (
        <g key={x} transform={`translate(${x} ${y}) scale(${s}) rotate(${r})`}>
          {[0, 72, 144, 216, 288].map((a) => (
            <path key={a} d={PETAL} fill="#e11d48" fillOpacity="0.85" transform={`rotate(${a})`} />
          ))}
          <circle r="2.6" fill="#fff1f2" />
        </g>
      ))}
    </svg>
  )
}
