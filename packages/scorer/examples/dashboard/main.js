// A dashboard embedding only the scorer: it imports the built bundle directly, nothing else.
import { CATEGORIES, scoreFindings } from '../../dist/index.js';

const $ = (id) => document.getElementById(id);

function cell(text) {
  const td = document.createElement('td');
  td.textContent = String(text);
  return td;
}

async function render() {
  const section = $('score');
  section.removeAttribute('data-ready');
  $('error').textContent = '';
  try {
    const response = await fetch($('source').value);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const file = await response.json();
    const modes = $('modes')
      .value.split(',')
      .map((mode) => mode.trim())
      .filter(Boolean);
    const score = scoreFindings(file.findings ?? [], { modes });
    $('stars').textContent = '★'.repeat(score.stars) + '☆'.repeat(5 - score.stars);
    $('stars').dataset.stars = String(score.stars);
    $('penalty').textContent = String(score.penalty);
    $('quality').textContent = score.quality;
    const rows = CATEGORIES.map((category) => {
      const entry = score.breakdown.categories[category];
      const tr = document.createElement('tr');
      tr.dataset.category = category;
      tr.append(
        cell(category),
        cell(entry.severities.critical.count),
        cell(entry.severities.warning.count),
        cell(entry.severities.suggestion.count),
        cell(entry.penalty),
      );
      return tr;
    });
    $('breakdown').replaceChildren(...rows);
    section.dataset.ready = 'true';
  } catch (error) {
    $('error').textContent = `Could not score: ${error.message}`;
  }
}

$('load').addEventListener('click', render);
render();
