ALTER TABLE `rate_limits` ADD `expira` integer;--> statement-breakpoint
CREATE INDEX `rate_limits_expira_idx` ON `rate_limits` (`expira`);--> statement-breakpoint
CREATE INDEX `sessions_expira_idx` ON `sessions` (`expires_at`);