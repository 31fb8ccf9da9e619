import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Applications per staff member as horizontal bars (recharts, loaded with this module only: the
 * team page imports it lazily). The same figures are in the table beside it, for screen readers.
 */
export function StaffChart({ rows }: { rows: { name: string; applications: number }[] }) {
  return (
    <div className="team-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 28 + 40)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="name" width={120} />
          <Tooltip />
          <Bar
            dataKey="applications"
            name="Applications"
            fill="var(--color-primary)"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
