CREATE TABLE `cache_version` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
