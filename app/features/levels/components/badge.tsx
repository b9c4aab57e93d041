/** A level's badge: a shield in the level's colour with its number and as many stars. */
export function LevelBadge({ levelNo, color, size = 56 }: { levelNo: number; color: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="shrink-0">
      <defs>
        <linearGradient id={`lv-${levelNo}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="0.5" stopColor={color} />
          <stop offset="1" stopColor={color} stopOpacity="0.85" />
        </linearGradient>
      </defs>
      <path
        d="M32 3 58 12v18c0 15-11 26-26 31C17 56 6 45 6 30V12Z"
        fill={`url(#lv-${levelNo})`}
        stroke={color}
        strokeWidth="2"
      />
      <path d="M32 9 52 16v14c0 11-8 20-20 24-12-4-20-13-20-24V16Z" fill="none" stroke="#fff" strokeOpacity="0.6" />
      <text
        x="32"
        y="37"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {levelNo}
      </text>
      {Array.from({ length: levelNo }, (_, i) => (
        <circle key={i} cx={32 + (i - (levelNo - 1) / 2) * 7} cy="48" r="2.2" fill="#fff" />
      ))}
    </svg>
  );
}
