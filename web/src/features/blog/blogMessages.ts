// The blog admin's banners and its delete question.
export const POSTS_FETCH_FAILED = 'Failed to fetch posts';
export const POST_SAVE_FAILED = 'Failed to save post';
export const POST_DELETE_FAILED = 'Failed to delete post';
export const POST_DELETE_QUESTION = 'Are you sure you want to delete this post?';

// Ours: the spec only logs a failed public list; the page says so politely as well.
export const POSTS_LOAD_FAILED = "Couldn't load posts right now. Please try again later.";
export const POST_LOAD_FAILED = "Couldn't load this post right now. Please try again later.";
export const POST_CREATED = 'Post created';
export const POST_SAVED = 'Post saved';
export const POST_DELETED = 'Post deleted';
