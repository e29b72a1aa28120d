import { useLingui } from '@lingui/react/macro'
import type { ChartArrow, ChartLayout } from '../lib/statechart-layout'

interface Props {
  name: string
  layout: ChartLayout
  /** State ids and transition keys to highlight (the selected path); none when nothing is selected. */
  highlight?: { states: ReadonlySet<string>; transitions: ReadonlySet<string> }
  /** The state id a replay in this tab has reached. */
  current?: string
}

const arrowLine = (arrow: ChartArrow) =>
  arrow.points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' ')

/**
 * A statechart drawn from its layout: states as boxes (compound ones around their children), transitions as labelled
 * arrows. Each state and transition is in the tab order with its name, so the keyboard walks the drawing too.
 */
export function StatechartDiagram({ name, layout, highlight, current }: Props) {
  const { t } = useLingui()
  const on = (set: ReadonlySet<string> | undefined, key: string) => set?.has(key) ?? false
  const label = (id: string) => layout.boxes.find((box) => box.id === id)?.label ?? id
  return (
    <svg
      className="statechart"
      role="group"
      aria-label={t`States and transitions of ${name}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
    >
      <defs>
        <marker
          id="statechart-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill="context-stroke" />
        </marker>
      </defs>
      {layout.boxes.map((box) => (
        <g
          key={box.id}
          data-state={box.id}
          role="img"
          tabIndex={0}
          aria-label={t`State ${box.id}`}
          className={`statechart__state${on(highlight?.states, box.id) ? ' statechart__state--on' : ''}${box.id === current ? ' statechart__state--current' : ''}`}
        >
          <title>{box.id}</title>
          <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={8} />
          <text
            x={box.x + box.width / 2}
            y={box.compound ? box.y + 20 : box.y + box.height / 2 + 4}
            textAnchor="middle"
          >
            {box.label}
          </text>
        </g>
      ))}
      {layout.arrows.map((arrow) => (
        <g
          key={arrow.key}
          data-transition={arrow.transition}
          role="img"
          tabIndex={0}
          aria-label={t`${arrow.event}: from ${label(arrow.source)} to ${label(arrow.target)}`}
          className={`statechart__transition${on(highlight?.transitions, arrow.transition) ? ' statechart__transition--on' : ''}`}
        >
          <title>{arrow.transition}</title>
          <path d={arrowLine(arrow)} markerEnd="url(#statechart-arrow)" />
          <rect
            className="statechart__label"
            x={arrow.label.x}
            y={arrow.label.y}
            width={arrow.label.width}
            height={arrow.label.height}
            rx={3}
          />
          <text
            x={arrow.label.x + arrow.label.width / 2}
            y={arrow.label.y + arrow.label.height - 4}
            textAnchor="middle"
          >
            {arrow.event}
          </text>
        </g>
      ))}
    </svg>
  )
}
