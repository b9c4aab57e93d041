/** The colours of the five statistics series, in the chart and in its key. */
export const SERIES_COLOURS = {
  clicks: '#38bdf8',
  signups: '#a78bfa',
  first_deposits: '#f472b6',
  turnover: '#f59e0b',
  commission: '#22c55e',
} as const;
