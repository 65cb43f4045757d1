// Runs once before the whole test suite. Work that many test files need (building
// data/ from the shipped rules and ../shared/cr-en) belongs here, done once.
export default async function setup(): Promise<void> {}
