import { z } from 'zod';
import { COMMENT_MAX_LENGTH, PHOTO_DESCRIPTION_MAX_LENGTH, POST_MAX_LENGTH } from './constants.ts';
import { CursorField, TypedText } from './text.schemas.ts';
import { declareKinds } from './content-kind.ts';

export const FEED_PAGE_SIZE = 20;

/** How a post's or comment's author is shown (display name falls back in the web app). */
export const PostAuthor = z.object({
  id: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  verified: z.boolean(),
});
export type PostAuthor = z.infer<typeof PostAuthor>;

/** The business page a post was written on: the page signs it, not its owner (issue 28). */
export const PostPage = z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() });
export type PostPage = z.infer<typeof PostPage>;

export const Post = z.object({
  id: z.uuid(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The author's description of the photo (RGAA 1.3); null without a photo or a description. */
  imageAlt: z.string().nullable(),
  videoUrl: z.string().nullable(),
  likesCount: z.number().int().min(0),
  commentsCount: z.number().int().min(0),
  sharesCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The person who wrote it: the one who may edit or delete it, even when a page signs it. */
  author: PostAuthor,
  /** Set when written on a business page: the post is shown as the page's. */
  page: PostPage.nullable(),
  /** False for visitors. */
  likedByMe: z.boolean(),
  /** In the viewer's saved items (spec 2, "Saved items"); false for visitors. */
  savedByMe: z.boolean(),
  /** True only for its author and moderators: hidden by a moderator, nobody else sees it. */
  hiddenByModeration: z.boolean().optional(),
});
export type Post = z.infer<typeof Post>;

/** Keyset pagination: the cursor is opaque to clients. */
export const PageQuery = z.object({
  cursor: CursorField.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const FeedPage = z.object({ posts: z.array(Post), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof FeedPage>;

export const PostIdParams = z.object({ id: z.uuid('Identifiant de publication invalide.') });

/** Blank text (invisible characters included) is '': a post without a photo then needs more. */
const PostContent = TypedText.max(POST_MAX_LENGTH, `Une publication contient au plus ${POST_MAX_LENGTH} caractères.`);

/** What a photo shows, for those who cannot see it: its text alternative (RGAA 1.3). */
export const PhotoDescription = TypedText.max(
  PHOTO_DESCRIPTION_MAX_LENGTH,
  `La description d’une photo contient au plus ${PHOTO_DESCRIPTION_MAX_LENGTH} caractères.`,
);

/** Spec section 5: empty text without a photo is refused. */
export const CreatePostInput = z
  .object({
    content: PostContent.default(''),
    uploadId: z.uuid().optional(),
    imageAlt: PhotoDescription.optional(),
    /** Written in a group (members only) or on a business page (its owner only), not the feed. */
    groupId: z.uuid().optional(),
    businessPageId: z.uuid().optional(),
  })
  .refine((v) => v.content.length > 0 || v.uploadId !== undefined, {
    message: 'Veuillez ajouter du contenu ou une photo',
  })
  .refine((v) => v.groupId === undefined || v.businessPageId === undefined, {
    message: 'Une publication va dans un groupe ou sur une page, pas les deux.',
  });
export type CreatePostInput = z.infer<typeof CreatePostInput>;

export const UpdatePostInput = z.object({
  content: PostContent,
  /** True removes the photo; a post must keep text or a photo. */
  removeImage: z.boolean().optional(),
  /** The photo's description: absent keeps it, empty removes it. */
  imageAlt: PhotoDescription.optional(),
});
export type UpdatePostInput = z.infer<typeof UpdatePostInput>;

export const LikeResponse = z.object({ liked: z.boolean(), likesCount: z.number().int().min(0) });
export type LikeResponse = z.infer<typeof LikeResponse>;

export const ShareResponse = z.object({ sharesCount: z.number().int().min(0) });
export type ShareResponse = z.infer<typeof ShareResponse>;

export const Comment = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  author: PostAuthor,
  /** True only for its author and moderators: hidden by a moderator, nobody else sees it. */
  hiddenByModeration: z.boolean().optional(),
});
export type Comment = z.infer<typeof Comment>;

export const CommentsPage = z.object({ comments: z.array(Comment), nextCursor: z.string().nullable() });
export type CommentsPage = z.infer<typeof CommentsPage>;

export const CreateCommentInput = z.object({
  content: TypedText.min(1, 'Le commentaire est vide.').max(
    COMMENT_MAX_LENGTH,
    `Un commentaire contient au plus ${COMMENT_MAX_LENGTH} caractères.`,
  ),
});
export type CreateCommentInput = z.infer<typeof CreateCommentInput>;

export const CommentParams = z.object({ id: z.uuid(), commentId: z.uuid() });

/** A saved post, as the feed shows it (saved.schemas.ts gathers it). */
export const SavedPostItem = z.object({ kind: z.literal('post'), savedAt: z.string(), post: Post });

/** A post written in a group or on a business page the reader may read, with where it was written. */
export const SearchPlacePost = z.object({
  id: z.uuid(),
  excerpt: z.string(),
  hasImage: z.boolean(),
  createdAt: z.string(),
  /** The author's name, or the page's for a post signed by its business page. */
  signedBy: z.string().nullable(),
  place: z.object({ kind: z.enum(['group', 'business-page']), id: z.uuid(), name: z.string() }),
});
export type SearchPlacePost = z.infer<typeof SearchPlacePost>;

/** The kinds of posts and what residents may do with them (kinds.ts derives the lists). */
export const postsKinds = declareKinds({
  feature: 'posts',
  kinds: [
    {
      name: 'post',
      label: 'Publication',
      reportable: true,
      search: { section: 'posts', order: 2, firstPage: 20, result: Post },
      savable: { item: SavedPostItem },
      notifications: ['like', 'comment'],
      uploads: ['post'],
    },
    { name: 'comment', label: 'Commentaire', reportable: true },
    /** A post written in a group or on a business page, found with where it was written. */
    {
      name: 'place-post',
      label: 'Publication d’un groupe ou d’une page',
      search: { section: 'placePosts', order: 4, firstPage: 5, result: SearchPlacePost },
    },
  ],
});
