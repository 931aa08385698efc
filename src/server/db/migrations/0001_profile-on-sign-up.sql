-- Every user gets a profile in the same statement that creates it, so sign-up can never leave one without the other.
CREATE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, email, user_type) VALUES (NEW.id, NEW.email, NEW.user_type);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
