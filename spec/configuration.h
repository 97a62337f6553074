#pragma once
// A board configuration (R6): "the board's set of points together with the color of each".

#include <cstdint>
#include <vector>

#include "spec/player.h"
#include "spec/point.h"

namespace kospec {

/// The colour of every point of a graph; two bits a point, so that histories stay small.
class Configuration {
 public:
  /// The configuration of `points` empty points.
  explicit Configuration(std::size_t points);
  /// Number of points.
  std::size_t size() const { return size_; }
  /// The colour of a point.
  Color at(Point p) const;
  /// Sets the colour of a point.
  void set(Point p, Color c);
  /// Number of points of the given colour.
  std::size_t count(Color c) const;
  /// Every point of the given colour, in index order.
  PointSet points_of(Color c) const;
  /// R6 equality: every point has the same colour in both.
  bool operator==(const Configuration&) const = default;
  /// A 64-bit digest of the colours (equal configurations have equal digests; a match is a
  /// candidate only, to be confirmed with ==).
  std::uint64_t digest() const;
  /// The packed colours (two bits a point, 32 points a word): an exact key for the configuration.
  const std::vector<std::uint64_t>& words() const { return words_; }

 private:
  std::size_t size_;
  std::vector<std::uint64_t> words_;
};

}  // namespace kospec
