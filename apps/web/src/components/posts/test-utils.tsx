// app/routes/first-screen.test.ts still imports makePost from here; the test kit is in src/test/.
export { makePost } from '@/test/fixtures';
