// Emu's signature art, drawn in the repo: Victoria Harbour's skyline at dusk with the blossom of
// the logo drifting over it. Decorative (aria-hidden), a few hundred bytes of SVG, no request.
import { cn } from '@/lib/cn'

// [x, width, height] of each tower, left to right (Kowloon and Central seen from the harbour).
const TOWERS: ReadonlyArray<readonly [number, number, number]> = [
  [20, 46, 58], [70, 30, 84], [104, 52, 66], [160, 26, 104], [190, 44, 76], [238, 34, 122],
  [276, 58, 88], [338, 28, 70], [370, 40, 140], [414, 56, 96], [474, 30, 78], [508, 44, 112],
  [556, 36, 64], [596, 50, 92], [650, 28, 130], [682, 46, 82], [732, 38, 100], [774, 60, 72],
  [838, 30, 118], [872, 48, 86], [924, 34, 68], [962, 52, 104], [1018, 30, 80], [1052, 46, 94],
  [1102, 40, 62], [1146, 44, 78],
]

const PETAL = 'M0 -1.5 C 4.6 -5.5 5.4 -11.5 0 -14.5 C -5.4 -11.5 -4.6 -5.5 0 -1.5 Z'
// [x, y, scale, rotation] of the drifting blossoms.
const BLOSSOMS: ReadonlyArray<readonly [number, number, number, number]> = [
  [130, 40, 1.1, 10], [318, 22, 0.7, 40], [560, 30, 1.3, 0], [790, 18, 0.8, 25], [1010, 36, 1, 55],
  [1160, 16, 0.6, 15],
]

export function HarbourArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1200 240"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      className={cn('block w-full', className)}
    >
      <g fill="#fecdd3">
        {TOWERS.map(([x, w, h]) => (
          <rect key={x} x={x} y={200 - h} width={w} height={h} rx="2" />
        ))}
        {/* The tallest towers: a stepped spire and a prism, the skyline's landmarks. */}
        <path d="M376 60 L392 36 L404 60 Z" />
        <path d="M650 70 L664 30 L678 70 Z" />
      </g>
      <g fill="#fda4af" opacity="0.55">
        {TOWERS.filter((_, i) => i % 3 === 1).map(([x, w, h]) => (
          <rect key={x} x={x + w * 0.25} y={206 - h * 0.6} width={w * 0.5} height={h * 0.6} rx="2" />
        ))}
      </g>
      <rect y="200" width="1200" height="40" fill="#fff1f2" />
      <g fill="none" stroke="#fda4af" strokeWidth="2" strokeLinecap="round" opacity="0.8">
        <path d="M40 214 h90 M220 222 h140 M470 212 h80 M640 226 h150 M880 216 h110 M1060 224 h90" />
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
