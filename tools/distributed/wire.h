#pragma once
// Values as 64-bit words for messages between ranks: a writer and a checked reader, and the
// encoding of a game (its board, setup, plies and ruleset) so that every rank builds the same
// start for a distributed exploration.

#include <cstdint>
#include <span>
#include <string>

#include "rules/game.h"
#include "tools/distributed/comm.h"

namespace kospec::distributed {

/// Appends values to words.
class WordWriter {
 public:
  /// Appends a word.
  void put(std::uint64_t word) { words_.push_back(word); }
  /// Appends a string: its length, then its bytes eight to a word.
  void put(const std::string& text);
  /// The words written.
  Words& words() { return words_; }

 private:
  Words words_;
};

/// Reads values from words in the order they were written; throws InputError past the end.
class WordReader {
 public:
  /// A reader of `words` (which must outlive it).
  explicit WordReader(std::span<const std::uint64_t> words) : words_(words) {}
  /// The next word.
  std::uint64_t next();
  /// The next string.
  std::string text();
  /// The next `n` words.
  std::span<const std::uint64_t> take(std::size_t n);
  /// Whether every word was read.
  bool done() const { return at_ == words_.size(); }

 private:
  std::span<const std::uint64_t> words_;
  std::size_t at_ = 0;
};

/// Writes a game: its board (grid size, arcs added and removed), setup, moves and ruleset.
void put_game(WordWriter& out, const Game& game);
/// Reads a game written by put_game (the moves replayed under its ruleset).
Game take_game(WordReader& in);

}  // namespace kospec::distributed
