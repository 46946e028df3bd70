import type { RecruitmentState } from './state';
import { DAY } from './state';

const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * What `npm start` opens with: vacancies in several statuses (one draft that can be deleted),
 * candidates applied to them at various stages, a completed interview with its evaluation and one
 * scheduled. Tests start empty.
 */
export function seedRecruitment(state: RecruitmentState) {
	const { backend, designer, intern, support } = seedVacancies(state);
	const people = [
		{
			name: 'Lucía Fernández',
			email: 'lucia.fernandez@example.com',
			location: { country: 'Mexico', city: 'Guadalajara' },
			experience_years: 6,
			skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
			availability: '1_month',
			tags: ['referral'],
		},
		{
			name: 'Marco Díaz',
			email: 'marco.diaz@example.com',
			location: { country: 'Mexico', city: 'Monterrey' },
			experience_years: 3,
			skills: ['Node.js', 'MongoDB'],
			availability: 'immediate',
			tags: [],
		},
		{
			name: 'Sofía Romero',
			email: 'sofia.romero@example.com',
			location: { country: 'Spain', city: 'Madrid' },
			experience_years: 5,
			skills: ['Figma', 'User research'],
			availability: '2_weeks',
			tags: ['portfolio'],
		},
		{
			name: 'Andrés Gómez',
			email: 'andres.gomez@example.com',
			location: { country: 'Colombia', city: 'Bogotá' },
			experience_years: 0,
			skills: ['Python', 'SQL'],
			availability: 'immediate',
			tags: ['university'],
		},
		{
			name: 'Elena Castro',
			email: 'elena.castro@example.com',
			location: { country: 'Mexico', city: 'CDMX' },
			experience_years: 8,
			skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
			availability: 'negotiable',
			tags: ['senior'],
		},
	];
	const candidates = people.map((p, i) => state.addCandidate(p, ago(18 - i)));
	const [lucia, marco, sofia, andres, elena] = candidates;
	const stageOf = (
		candidate: Record<string, any>,
		vacancy: Record<string, any>,
		stage: string,
		days: number,
	) => {
		const application = state.apply(candidate.id, vacancy.id, ago(days));
		application.stage = stage;
		if (stage === 'hired') application.hired_at = ago(days - 10);
	};
	stageOf(lucia, backend, 'interview', 17);
	stageOf(marco, backend, 'reviewing', 15);
	stageOf(elena, backend, 'offer', 14);
	stageOf(sofia, designer, 'shortlisted', 10);
	stageOf(andres, intern, 'new', 2);
	state.interviews.set('int_seed_1', {
		id: 'int_seed_1',
		vacancy_id: backend.id,
		candidate_id: elena.id,
		type: 'video_service',
		status: 'completed',
		scheduled_at: ago(8).replace('Z', '+00:00'),
		duration_minutes: 60,
		timezone: 'America/Mexico_City',
		video_room_url: 'https://meet.example/room/int_seed_1',
		interviewers: [
			{
				name: 'Ana Ruiz',
				email: 'ana.ruiz@example.com',
				role: 'hiring_manager',
				required: true,
				status: 'attended',
			},
		],
		candidate_preparation: null,
		internal_notes: null,
		candidate_notified: true,
		created_at: ago(10),
	});
	state.evaluations.push({
		id: 'eval_seed_1',
		interview_id: 'int_seed_1',
		interviewer: 'ana.ruiz@example.com',
		overall_score: 4.5,
		weighted_score: 4.4,
		recommendation: 'hire',
		criteria: [],
		notes: null,
		created_at: ago(8),
	});
	const upcoming = {
		id: 'int_seed_2',
		vacancy_id: backend.id,
		candidate_id: lucia.id,
		type: 'on_site',
		status: 'scheduled',
		scheduled_at: new Date(Date.now() + 2 * DAY).toISOString().replace('Z', '+00:00'),
		duration_minutes: 45,
		timezone: 'America/Mexico_City',
		video_room_url: null,
		interviewers: [
			{
				name: 'Luis Vega',
				email: 'luis.vega@example.com',
				role: 'tech_lead',
				required: true,
				status: 'invited',
			},
		],
		candidate_preparation: 'Bring a project you are proud of.',
		internal_notes: null,
		candidate_notified: true,
		created_at: ago(1),
	};
	state.interviews.set(upcoming.id, upcoming);
	return {
		vacancies: [backend, designer, intern, support],
		candidates,
		interviews: [...state.interviews.values()],
	};
}

/** Four vacancies, two published, a draft (which can be deleted) and a closed one, with their views. */
function seedVacancies(state: RecruitmentState) {
	const backend = state.addVacancy(
		{
			title: 'Backend Engineer',
			department: 'Engineering',
			description: 'Build the services behind our hiring platform.',
			location: { country: 'MX', city: 'Guadalajara' },
			modality: 'hybrid',
			contract_type: 'full_time',
			level: 'senior',
			min_experience_years: 4,
			salary_range: { min: 60000, max: 85000, currency: 'MXN', period: 'month', visible: true },
			requirements: {
				mandatory: ['4+ years with Node.js', 'SQL databases'],
				desirable: ['Kubernetes'],
			},
			responsibilities: ['Design APIs', 'Review code'],
			skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
			benefits: ['Health insurance', 'Remote Fridays'],
			visibility: 'public',
			status: 'published',
		},
		ago(20),
	);
	const designer = state.addVacancy(
		{
			title: 'Product Designer',
			department: 'Design',
			location: { country: 'ES', city: 'Madrid' },
			modality: 'remote',
			contract_type: 'full_time',
			skills: ['Figma', 'User research'],
			status: 'published',
		},
		ago(12),
	);
	const intern = state.addVacancy(
		{
			title: 'Data Intern',
			department: 'Engineering',
			location: { country: 'CO', city: 'Bogotá' },
			modality: 'on_site',
			contract_type: 'internship',
			skills: ['Python', 'SQL'],
		},
		ago(3),
	);
	const support = state.addVacancy(
		{
			title: 'Support Specialist',
			department: 'Operations',
			modality: 'remote',
			contract_type: 'part_time',
			status: 'closed',
		},
		ago(40),
	);
	backend.views_count = 840;
	designer.views_count = 310;
	support.views_count = 95;
	return { backend, designer, intern, support };
}
