// What other code uses of messages: 'Envoyer un message' on a profile or a business page.
export { MessageButton } from './components/message-button';
