/* global Chart */
// The report page's charts: Yes and No answers per day, one bar chart per
// locale, in the page's colours (light or dark, as the reader's system is set).
const data = JSON.parse(document.getElementById('insights-data').textContent);
const charts = [];

function colours() {
  const style = getComputedStyle(document.documentElement);
  const get = (name) => style.getPropertyValue(name).trim();
  return { yes: get('--yes'), no: get('--no'), text: get('--muted'), grid: get('--line') };
}

function draw() {
  const c = colours();
  for (const chart of charts.splice(0)) chart.destroy();
  for (const { locale, days } of data.locales) {
    const canvas = document.getElementById(`chart-${locale}`);
    if (!canvas) continue;
    const axis = { stacked: true, ticks: { color: c.text }, grid: { color: c.grid } };
    charts.push(
      new Chart(canvas, {
        type: 'bar',
        data: {
          labels: days.map((d) => d.day),
          datasets: [
            { label: 'Yes', data: days.map((d) => d.yes), backgroundColor: c.yes },
            { label: 'No', data: days.map((d) => d.no), backgroundColor: c.no },
          ],
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          scales: { x: axis, y: { ...axis, beginAtZero: true, ticks: { color: c.text, precision: 0 } } },
          plugins: { legend: { labels: { color: c.text } } },
        },
      }),
    );
  }
}

draw();
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', draw);
