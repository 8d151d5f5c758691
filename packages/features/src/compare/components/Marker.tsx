'use client';

import type { SeriesMarker } from '../rules';

/** A series' marker, centred on (x, y), `size` across: the shape that tells the series apart beside its colour. */
export function Marker({
  shape,
  x,
  y,
  size = 8,
  colour,
}: {
  shape: SeriesMarker;
  x: number;
  y: number;
  size?: number;
  colour: string;
}) {
  const r = size / 2;
  const fill = { fill: colour, stroke: colour, strokeWidth: 1.5 };
  const line = { stroke: colour, strokeWidth: 2, fill: 'none' };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} {...fill} />;
    case 'square':
      return <rect x={x - r} y={y - r} width={size} height={size} {...fill} />;
    case 'triangle':
      return <path d={`M${x} ${y - r}L${x + r} ${y + r}L${x - r} ${y + r}Z`} {...fill} />;
    case 'triangleDown':
      return <path d={`M${x - r} ${y - r}L${x + r} ${y - r}L${x} ${y + r}Z`} {...fill} />;
    case 'diamond':
      return <path d={`M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`} {...fill} />;
    case 'cross':
      return (
        <path d={`M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`} {...line} />
      );
    case 'plus':
      return <path d={`M${x} ${y - r}V${y + r}M${x - r} ${y}H${x + r}`} {...line} />;
    case 'star': {
      const spikes = Array.from({ length: 10 }, (_, index) => {
        const radius = index % 2 === 0 ? r : r / 2.2;
        const angle = (Math.PI / 5) * index - Math.PI / 2;
        return `${x + radius * Math.cos(angle)} ${y + radius * Math.sin(angle)}`;
      });
      return <path d={`M${spikes.join('L')}Z`} {...fill} />;
    }
  }
}
