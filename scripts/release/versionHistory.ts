/**
 * The release entries of the README's "## Version history": `### <version> (<YYYY-MM-DD>)`, newest
 * first, each followed by its notes up to the next heading. `npm run release` writes them; the publish
 * workflow reads one as the GitHub release's notes. Plain functions over the README's text.
 */

const SECTION = '## Version history';
/** Any heading of level 1 to 3 ends an entry, so notes may hold none. */
const ENDS_ENTRY = /^#{1,3}\s/;

export const isVersion = (text: string) => /^\d+\.\d+\.\d+$/.test(text);

function section(readme: string) {
	const lines = readme.split('\n');
	const start = lines.indexOf(SECTION);
	if (start === -1) throw new Error(`README.md has no "${SECTION}" section`);
	let end = lines.findIndex((line, index) => index > start && /^#{1,2}\s/.test(line));
	if (end === -1) end = lines.length;
	return { lines, start, end };
}

const entryHeading = (version: string) =>
	new RegExp(`^### ${version.replace(/\./g, '\\.')} \\(\\d{4}-\\d{2}-\\d{2}\\)$`);

/** The notes of `version`'s entry, or undefined when the Version history has none. */
export function releaseNotes(readme: string, version: string): string | undefined {
	const { lines, start, end } = section(readme);
	const heading = lines.slice(start, end).findIndex((line) => entryHeading(version).test(line));
	if (heading === -1) return undefined;
	const from = start + heading + 1;
	let to = lines.findIndex((line, index) => index >= from && ENDS_ENTRY.test(line));
	if (to === -1 || to > end) to = end;
	return lines.slice(from, to).join('\n').trim();
}

/** Why these notes cannot be an entry, or undefined when they can. */
export function notesProblem(notes: string): string | undefined {
	if (notes.trim() === '') return 'the entry is empty: say what changed for users';
	if (notes.split('\n').some((line) => ENDS_ENTRY.test(line)))
		return 'the entry has a heading line (starting with #), which would end it early';
	return undefined;
}

/** The README with a new entry above the newest one (or above "### Node versions"). */
export function addEntry(readme: string, version: string, date: string, notes: string) {
	const problem = notesProblem(notes);
	if (problem) throw new Error(problem);
	if (releaseNotes(readme, version) !== undefined)
		throw new Error(`README.md already has an entry for ${version}`);
	const { lines, start, end } = section(readme);
	let at = lines.findIndex((line, index) => index > start && index < end && /^###\s/.test(line));
	if (at === -1) at = end;
	const entry = [`### ${version} (${date})`, '', notes.trim().replace(/\r\n/g, '\n'), ''];
	if (lines[at - 1] !== '') entry.unshift('');
	return [...lines.slice(0, at), ...entry, ...lines.slice(at)].join('\n');
}
