// R7 Same capture: same point played and same set of captured points.
#include "spec/r07_same_capture.h"

#include <gtest/gtest.h>

namespace kospec {
namespace {

TEST(R7_SameCapture, SamePointAndSameCapturedPoints) {
  EXPECT_TRUE(same_capture({Point(4), PointSet{Point(5)}}, {Point(4), PointSet{Point(5)}}));
}

TEST(R7_SameCapture, DifferentPointPlayed) {
  // The two captures of a simple ko take at different points: never the same capture.
  EXPECT_FALSE(same_capture({Point(4), PointSet{Point(5)}}, {Point(5), PointSet{Point(4)}}));
}

TEST(R7_SameCapture, DifferentStonesCaptured) {
  // Same point, but one capture took two stones and the other one (Figure 5e's distinction).
  EXPECT_FALSE(
      same_capture({Point(4), PointSet{Point(5), Point(6)}}, {Point(4), PointSet{Point(5)}}));
}

TEST(R7_SameCapture, TheColourReadingComparesThePlayer) {
  // The same point and stones, captured by Black once and by White once: R7.points (default) names
  // no colour, so the same capture; R7.colour: not the same.
  const CaptureMove black{Point(4), PointSet{Point(5)}, Player::Black};
  const CaptureMove white{Point(4), PointSet{Point(5)}, Player::White};
  EXPECT_TRUE(same_capture(black, white));
  EXPECT_TRUE(same_capture(black, white, R7Reading::Points));
  EXPECT_FALSE(same_capture(black, white, R7Reading::Colour));
  EXPECT_TRUE(same_capture(black, black, R7Reading::Colour));
  EXPECT_STREQ(reading_id(R7Reading::Colour), "R7.colour");
}

}  // namespace
}  // namespace kospec
