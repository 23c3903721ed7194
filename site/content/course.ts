import type { CourseFact, GraduationOption, IconCard, Module, Package } from './types';

// Everything the landing page says about the course. Sections render these in order.

export const hero = {
  eyebrow: 'Online course · taught in English',
  title: 'Product Analytics',
  lead:
    'Learn to answer product questions with data: write SQL and Python, design and read A/B tests, and turn numbers into decisions your team acts on.',
  cta: 'Get Started',
  note: 'Ten modules · live webinars · a graduation project for your portfolio',
} as const;

export const audience = {
  title: 'Who is this course for?',
  lead: 'You do not need to be an analyst yet. You need questions about a product and the will to answer them.',
  cards: [
    {
      icon: 'megaphone',
      title: 'Marketers',
      text: 'Measure campaigns beyond clicks: attribute revenue, find the channels that retain users and prove it with numbers.',
    },
    {
      icon: 'compass',
      title: 'Product managers',
      text: 'Set the right metrics, read experiments without an analyst in the loop and back roadmap decisions with evidence.',
    },
    {
      icon: 'chart',
      title: 'Beginning analysts',
      text: 'Build a solid base in SQL, Python and statistics, and a portfolio project that shows employers how you think.',
    },
    {
      icon: 'code',
      title: 'Programmers',
      text: 'Move from shipping features to measuring them: events, funnels, cohorts and the statistics behind A/B tests.',
    },
  ] satisfies IconCard[],
  requirements: {
    title: 'What you need before you start',
    items: [
      'General orientation in the IT world.',
      'Basic statistics, SQL and Python are a plus, but not required.',
    ],
  },
  cta: 'Apply Now',
} as const;

export const outcomes = {
  title: 'What Will You Get From This Course?',
  items: [
    {
      icon: 'code',
      title: 'Solve analytical tasks in SQL and Python',
      text: 'Query event data, build funnels and cohorts, and automate reports in notebooks.',
    },
    {
      icon: 'balance',
      title: 'Run A/B tests and form hypotheses',
      text: 'Design experiments, check them for pitfalls, interpret the results and decide what to test next.',
    },
    {
      icon: 'chart',
      title: 'Visualize and present data',
      text: 'Choose the right chart, build dashboards and tell a story that gets a decision made.',
    },
  ] satisfies IconCard[],
} as const;

export const learningProcess = {
  title: 'Learning Process',
  lead:
    'Learning happens in online webinars with a practising analyst, followed by homework that a teacher reviews with detailed feedback.',
  highlights: [
    {
      icon: 'portfolio',
      title: 'Portfolio',
      text: 'Every module ends in work you can show: queries, notebooks, dashboards and a graduation project.',
    },
    {
      icon: 'experts',
      title: 'Experts',
      text: 'Teachers are working product analysts who review your homework line by line.',
    },
    {
      icon: 'balance',
      title: 'Optimal Workload',
      text: 'Two classes a week leave room for a job: about six to eight hours including homework.',
    },
    {
      icon: 'webinar',
      title: 'Online Webinars',
      text: 'Live classes where you ask questions by voice, with recordings if you miss one.',
    },
  ] satisfies IconCard[],
} as const;

export const trainingFormat = {
  title: 'Training Format',
  formats: [
    {
      icon: 'webinar',
      title: 'Interactive Webinars',
      text: 'Live sessions with the teacher: theory on real product cases, and questions answered by voice as they come up.',
    },
    {
      icon: 'practice',
      title: 'Practice',
      text: 'Homework on real-world data after the modules that need it, reviewed by a teacher with detailed feedback.',
    },
    {
      icon: 'community',
      title: 'Active Community',
      text: 'A chat group with teachers and classmates for questions between classes, code reviews and job leads.',
    },
  ] satisfies IconCard[],
  facts: [
    { icon: 'clock', label: 'Schedule', value: '2 classes a week, 2 academic hours each' },
    { icon: 'infinity', label: 'Recordings', value: 'Recordings and materials are yours forever' },
    { icon: 'chat', label: 'Teacher contact', value: 'By voice in webinars and in the chat group' },
    { icon: 'flag', label: 'Final month', value: 'Project work with a mentor' },
    { icon: 'globe', label: 'Language', value: 'English' },
  ] satisfies CourseFact[],
} as const;

export const program = {
  title: 'Program',
  lead: 'Ten modules, from what analytics is for to landing a job. The final month is project work.',
  modules: [
    {
      title: 'Physical Meaning of Analytics',
      content: 'Why products need analytics, what an analyst does day to day and how metrics connect to money.',
      topics: ['The role of a product analyst', 'Metrics trees and North Star metrics', 'Events, sessions and users', 'Asking answerable questions'],
      homework: false,
    },
    {
      title: 'SQL',
      content: 'Query product data with confidence, from a first SELECT to window functions over event logs.',
      topics: ['SELECT, WHERE, GROUP BY and JOIN', 'Subqueries and common table expressions', 'Window functions', 'Funnels and retention in SQL'],
      homework: true,
    },
    {
      title: 'Python',
      content: 'Use Python and pandas in notebooks to clean, reshape and analyse data that SQL alone handles badly.',
      topics: ['Python essentials for analysts', 'pandas: filtering, grouping, merging', 'Working with dates and time series', 'Reusable analysis notebooks'],
      homework: true,
    },
    {
      title: 'Types of Tasks in Product Analytics',
      content: 'The questions analysts are asked most and a method for each of them.',
      topics: ['Funnel and conversion analysis', 'Cohorts and retention', 'Unit economics: LTV, CAC, ARPU', 'Metric drops: finding the cause'],
      homework: true,
    },
    {
      title: 'Statistics',
      content: 'The statistics you need to trust a number: distributions, sampling and hypothesis testing.',
      topics: ['Descriptive statistics and distributions', 'Sampling and the central limit theorem', 'Confidence intervals', 'Hypothesis tests and p-values'],
      homework: true,
    },
    {
      title: 'A/B Tests',
      content: 'Design, run and read experiments, and avoid the mistakes that make results meaningless.',
      topics: ['Hypotheses and success metrics', 'Sample size and test duration', 'Interpreting results and pitfalls', 'Forming the next hypothesis'],
      homework: true,
    },
    {
      title: 'Data Visualization',
      content: 'Turn an analysis into a chart or dashboard that makes the conclusion obvious.',
      topics: ['Choosing the right chart', 'Dashboards for product teams', 'Visualising in Python', 'Presenting results to stakeholders'],
      homework: true,
    },
    {
      title: 'Teamwork',
      content: 'How analysts work with product, engineering and marketing, from tracking plans to review.',
      topics: ['Writing a tracking plan', 'Working with developers on events', 'Prioritising requests', 'Documenting analyses'],
      homework: false,
    },
    {
      title: 'Job Search',
      content: 'Prepare for the job market with the help of career services.',
      topics: ['CV and portfolio review', 'Typical interview tasks', 'Mock interviews', 'Negotiating an offer'],
      homework: false,
    },
    {
      title: 'Project Module',
      content: 'A month of project work with a mentor: apply everything to one real product question.',
      topics: ['Choosing and scoping the project', 'Weekly check-ins with a mentor', 'Final analysis and recommendations', 'Project defence'],
      homework: true,
    },
  ] satisfies Module[],
} as const;

export const pricing = {
  title: 'Choose Your Package',
  lead: 'One price, paid once. Recordings and materials stay yours forever in every package.',
  cta: 'Buy Now',
  popularLabel: 'Most popular',
  packages: [
    {
      id: 'basic',
      title: 'Basic',
      price: 59,
      description: 'Everything you need to learn at your own pace.',
      features: ['All course materials', 'Basic support'],
      paymentLink: '#',
      mostPopular: false,
    },
    {
      id: 'standard',
      title: 'Standard',
      price: 89,
      description: 'The full course with faster answers and extra content.',
      features: ['All course materials', 'Priority support', 'Bonus content'],
      paymentLink: '#',
      mostPopular: true,
    },
    {
      id: 'premium',
      title: 'Premium',
      price: 199,
      description: 'Personal guidance from a mentor throughout the course.',
      features: ['All course materials', '1-on-1 mentoring sessions', 'Priority support', 'Exclusive content'],
      paymentLink: '#',
      mostPopular: false,
    },
  ] satisfies Package[],
} as const;

export const graduation = {
  title: 'Graduation Project',
  lead: 'The final month is project work. Choose one of two options and defend it in front of the teachers.',
  options: [
    {
      title: 'A real product task',
      text: 'Evaluate an A/B test of a real product together with product research.',
      steps: ['Study the product and its metrics', 'Evaluate the A/B test', 'Research the product to explain the result', 'Recommend what to ship next'],
    },
    {
      title: 'A complex A/B test in Python',
      text: 'Evaluate a complex A/B test with product research, entirely in Python.',
      steps: ['Clean and validate the experiment data', 'Check the test for pitfalls', 'Evaluate the result with statistics in Python', 'Back the conclusion with product research'],
    },
  ] satisfies GraduationOption[],
} as const;
