// What other code uses of webcams: a camera's live card (the beaches of 'La mer').
export { WebcamCard } from './components/webcam-card';
