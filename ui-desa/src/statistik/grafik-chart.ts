// Chart.js, registered with only what the statistics draw (horizontal bars, two scales, the legend and
// the tooltip): tree-shaken, and imported by the chart alone, so it is a chunk of its own loaded on
// the statistics pages only (docs/adr/0022-statistics-charts-with-chartjs.md).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export function buatGrafik(canvas: HTMLCanvasElement, config: ChartConfiguration<'bar', number[], string>): { destroy(): void } {
  return new Chart(canvas, config);
}
