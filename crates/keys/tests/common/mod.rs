pub mod softhsm;
