// What other code uses of friends: a profile's friend button and its 'Amis' block.
export { ProfileFriendButton, ProfileFriends } from './components/profile-friends';
