/** The app mark (same drawing as icons/source.png), decorative next to the name. */
export function Logo() {
  return (
    <svg className="brand__logo" viewBox="0 0 1024 1024" width="28" height="28" aria-hidden="true">
      <rect x="64" y="64" width="896" height="896" rx="200" fill="#145a96" />
      <path d="M300 200h320l120 120v504H300z" fill="#fff" />
      <path d="M620 200v120h120z" fill="#b9d3ea" />
      <g fill="#145a96">
        <rect x="370" y="390" width="300" height="32" rx="16" />
        <rect x="370" y="470" width="300" height="32" rx="16" />
        <rect x="370" y="550" width="190" height="32" rx="16" />
      </g>
      <path
        d="M370 720c50-50 100-50 150 0s100 50 150 0"
        fill="none"
        stroke="#1e88e5"
        strokeWidth="32"
        strokeLinecap="round"
      />
    </svg>
  );
}
