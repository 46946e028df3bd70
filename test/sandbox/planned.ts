/** A failure a test plans for the next requests to an interface (Sandbox.failNext). */
export interface PlannedFailure {
	status: number;
	headers: Record<string, string>;
	remaining: number;
	method?: string;
	/** The request is carried out and only its answer is the failure (a response lost on the way back) */
	afterHandling?: boolean;
}

/** The planned failures of every interface, by slug, each used up by the requests it answers. */
export class PlannedFailures {
	private readonly bySlug = new Map<string, PlannedFailure[]>();

	/** Plans a failure for the next requests to `slug` (see Sandbox.failNext). */
	plan(
		slug: string,
		status: number,
		{
			count = 1,
			headers = {},
			method,
			afterHandling,
		}: {
			count?: number;
			headers?: Record<string, string>;
			method?: string;
			afterHandling?: boolean;
		} = {},
	) {
		const list = this.bySlug.get(slug) ?? [];
		list.push({ status, headers, remaining: count, method, afterHandling });
		this.bySlug.set(slug, list);
	}

	/** The failure this request answers with, counted as used; undefined when none is planned. */
	take(slug: string, method: string | undefined): PlannedFailure | undefined {
		const planned = (this.bySlug.get(slug) ?? []).find(
			(f) => f.remaining > 0 && (!f.method || f.method === method),
		);
		if (planned) planned.remaining--;
		return planned;
	}

	clear() {
		this.bySlug.clear();
	}
}
