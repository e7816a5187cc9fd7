-- Each cached public area starts at a random version (see worker/lib/cache.ts).
INSERT OR IGNORE INTO `cache_version` (`scope`, `version`) VALUES
	('directorio', abs(random())),
	('agenda', abs(random())),
	('tienda', abs(random()));
